import { WHATSAPP_ID, ZALO_ID } from '../../../../contract/member.ts';

export type BonusChannel = 'zalo' | 'whatsapp';

/** The trimmed ID when it is valid for the channel (the server's rules), otherwise null. */
export function checkBonusContact(channel: BonusChannel, value: string): string | null {
  const id = value.trim();
  if (id.length === 0 || id.length > 32) return null;
  return (channel === 'zalo' ? ZALO_ID : WHATSAPP_ID).test(id) ? id : null;
}
