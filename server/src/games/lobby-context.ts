import { LANGUAGE_HEADER } from '../../../contract/boot.ts';
import { TOKEN_HEADER } from '../../../contract/roles.ts';
import type { CallContext } from '../http/app-env.ts';
import { bearerToken } from '../session/authenticate.ts';
import { findLiveSession } from '../session/session-store.ts';
import { languageOf, lobbyVendors, type LobbyVendor } from './game-store.ts';
import { platformOrigin } from './platform-origin.ts';
import { isSandboxDirectory } from './sandbox-directory.ts';
import { ensureCatalogue } from './sync-games.ts';
import { NO_VENDORS, type VendorDirectory } from './vendor-directory.ts';

/** What every lobby call starts from: the reachable vendors, the language, the catalogue. */
export interface Lobby {
  directory: VendorDirectory;
  vendors: LobbyVendor[];
  /** The reachable seed vendors' codes, the `visibleWhere` parameter. */
  codes: string[];
  language: string;
  /** The origin the caller reached the platform at: vendor paths become absolute on it. */
  origin: string;
}

export function directoryOf(call: CallContext): VendorDirectory {
  return call.c.var.services.providers.vendors ?? NO_VENDORS;
}

/** The lobby of this call, after the merchant's first catalogue sync if it never had one. */
export async function lobbyOf(call: CallContext, language?: string): Promise<Lobby> {
  const directory = directoryOf(call);
  const { services } = call.c.var;
  await ensureCatalogue(services.db, call.merchant, directory, services.log, {
    everyStart: isSandboxDirectory(directory),
  });
  const vendors = lobbyVendors(call.merchant, directory);
  return {
    directory,
    vendors,
    codes: vendors.map((vendor) => vendor.code),
    language: languageOf(language, call.c.req.header(LANGUAGE_HEADER)),
    origin: platformOrigin(call.c),
  };
}

/**
 * The member of a live session when the call carries one, for the calls that serve visitors
 * and members alike (spec §3 isFav). A missing, wrong or expired token is a visitor here, not
 * a refusal: the lobby answers either way, only without favourites.
 */
export async function optionalMemberId(call: CallContext): Promise<number | undefined> {
  const token = bearerToken(call.c.req.header(TOKEN_HEADER));
  if (token === undefined) return undefined;
  const session = await findLiveSession(call.db, token, call.merchant.id);
  return session?.member.id;
}
