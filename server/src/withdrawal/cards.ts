import { createHmac, randomBytes } from 'node:crypto';
import { cardDigits as typedCardDigits } from '../../../contract/card-number.ts';
import type { BankCard } from '../../../contract/account.ts';
import { PlatformError } from '../../../contract/errors.ts';
import type { Database, Queryable } from '../db/database.ts';
import type { Merchant } from '../merchant/merchant-store.ts';
import { uniqueViolation } from '../member/member-store.ts';

/** Cards one member may bind (contract cardBind, CARD_LIMIT). */
export const MAX_CARDS = 5;

export interface BankRow {
  code: string;
  name: string;
}

/** The banks of the merchant's seed (settings.money.banks); none when it lists none. */
export function banksOf(merchant: Merchant): BankRow[] {
  return (merchant.settings.money?.banks ?? []).map(({ code, name }) => ({ code, name }));
}

/** Letters (any script, Vietnamese included, also as base letter + combining mark) and spaces. */
const HOLDER_SHAPE = /^[\p{L}\p{M} ]+$/u;

/** The holder as stored: NFC, single spaces, trimmed; REAL_NAME_INVALID when not a name. */
export function normaliseHolder(holder: string): string {
  const name = holder.normalize('NFC').replace(/\s+/g, ' ').trim();
  const letters = name.match(/\p{L}/gu)?.length ?? 0;
  if (!HOLDER_SHAPE.test(name) || letters < 2) throw new PlatformError('REAL_NAME_INVALID');
  return name;
}

/** Two names are the same person's when they differ only in case and spacing. */
export function sameName(a: string, b: string): boolean {
  const key = (name: string) => name.normalize('NFC').replace(/\s+/g, '').toLocaleLowerCase();
  return key(a) === key(b);
}

/** The digits of a card number (contract/card-number.ts); CARD_NUMBER_INVALID otherwise. */
export function cardDigits(cardNumber: string): string {
  const digits = typedCardDigits(cardNumber);
  if (digits === undefined) throw new PlatformError('CARD_NUMBER_INVALID');
  return digits;
}

/** "Nguyen Van A" → "N***** V** A": enough for the member to recognise, little for others. */
export function maskHolder(holder: string): string {
  return holder
    .split(' ')
    .map((word) => {
      const chars = [...word];
      return (chars[0] ?? '') + '*'.repeat(Math.max(0, chars.length - 1));
    })
    .join(' ');
}

/** The merchant's secret pepper for card-number hashes, made on first use. */
async function pepperOf(tx: Queryable, merchantId: number): Promise<Buffer> {
  await tx.query(
    'insert into card_peppers (merchant_id, pepper) values ($1, $2) on conflict do nothing',
    [merchantId, randomBytes(32)],
  );
  const [row] = await tx.query<{ pepper: Uint8Array }>(
    'select pepper from card_peppers where merchant_id = $1',
    [merchantId],
  );
  if (!row) throw new Error(`No card pepper for merchant ${merchantId}.`);
  return Buffer.from(row.pepper);
}

export function cardNumberHash(pepper: Buffer, digits: string): string {
  return createHmac('sha256', pepper).update(digits).digest('base64url');
}

/** A card as the member sees it, straight from the row but for the masked holder. */
const CARD_COLUMNS = `id, bank_code as "bankCode", bank_name as "bankName", card_last4 as last4, holder,
  created_at as "boundAt"`;

function toCard(row: BankCard): BankCard {
  return { ...row, holder: maskHolder(row.holder) };
}

export async function cardsOf(db: Queryable, memberId: number): Promise<BankCard[]> {
  const rows = await db.query<BankCard>(
    `select ${CARD_COLUMNS} from member_cards where member_id = $1 order by id`,
    [memberId],
  );
  return rows.map(toCard);
}

/** The member's own card (someone else's, or none, is CARD_NOT_FOUND). */
export async function ownCard(db: Queryable, memberId: number, cardId: number): Promise<BankCard> {
  const [row] = await db.query<BankCard>(
    `select ${CARD_COLUMNS} from member_cards where id = $1 and member_id = $2`,
    [cardId, memberId],
  );
  if (!row) throw new PlatformError('CARD_NOT_FOUND');
  return toCard(row);
}

export interface NewCard {
  memberId: number;
  bank: BankRow;
  /** Already normalised (normaliseHolder). */
  holder: string;
  /** Already reduced to digits (cardDigits). */
  digits: string;
}

/**
 * Binds a card in one transaction under a lock of the member's row, so two binds racing
 * each other cannot both pass the limit or both set the real name. The first card's holder
 * becomes the member's real name when registration did not ask for one.
 */
export function bindCard(db: Database, merchant: Merchant, card: NewCard): Promise<BankCard> {
  return db.transaction(async (tx) => {
    const [member] = await tx.query<{ payee_name: string | null }>(
      'select payee_name from members where id = $1 and merchant_id = $2 for no key update',
      [card.memberId, merchant.id],
    );
    if (!member) throw new PlatformError('NOT_LOGGED_IN');
    if (member.payee_name !== null && member.payee_name.trim() !== '') {
      if (!sameName(member.payee_name, card.holder)) throw new PlatformError('REAL_NAME_MISMATCH');
    } else {
      await tx.query('update members set payee_name = $2 where id = $1', [
        card.memberId,
        card.holder,
      ]);
    }
    const hash = cardNumberHash(await pepperOf(tx, merchant.id), card.digits);
    const [taken] = await tx.query(
      'select 1 from member_cards where merchant_id = $1 and card_number_hash = $2',
      [merchant.id, hash],
    );
    if (taken) throw new PlatformError('CARD_TAKEN');
    const [count] = await tx.query<{ n: number }>(
      'select count(*)::int as n from member_cards where member_id = $1',
      [card.memberId],
    );
    if ((count?.n ?? 0) >= MAX_CARDS) throw new PlatformError('CARD_LIMIT');
    try {
      const [row] = await tx.query<BankCard>(
        `insert into member_cards
           (member_id, merchant_id, bank_code, bank_name, holder, card_number_hash, card_last4)
         values ($1, $2, $3, $4, $5, $6, $7) returning ${CARD_COLUMNS}`,
        [
          card.memberId,
          merchant.id,
          card.bank.code,
          card.bank.name,
          card.holder,
          hash,
          card.digits.slice(-4),
        ],
      );
      if (!row) throw new Error('insert into member_cards returned no row.');
      return toCard(row);
    } catch (error: unknown) {
      // Another member bound the same number at the same moment (PostgreSQL).
      if (uniqueViolation(error) === 'member_cards_number_per_merchant') {
        throw new PlatformError('CARD_TAKEN');
      }
      throw error;
    }
  });
}
