import { STATUS_GLOBAL } from '../../../contract/boot.ts';
import { PlatformError } from '../../../contract/errors.ts';
import { systemStatus, type PermissionInfo } from '../../../contract/system.ts';
import { call, parseEnvelope } from './api/call.ts';

export type SiteMode = 'normal' | 'maintenance' | 'region';

/** Spec §2.1 / §4: decided once at start; maintenance wins when both flags are set. */
export function siteModeOf(
  status: Pick<PermissionInfo, 'maintenance' | 'regionRestriction'>,
): SiteMode {
  if (status.maintenance) return 'maintenance';
  if (status.regionRestriction) return 'region';
  return 'normal';
}

type StatusWindow = { [STATUS_GLOBAL]?: Promise<unknown> } & Pick<Window, 'location'>;

/**
 * The status answer: the call index.html started before the bundle loaded when there is one
 * (it is used once, so a retry asks again), otherwise a fresh call.
 */
export async function loadStatus(
  win: StatusWindow = window as StatusWindow,
): Promise<PermissionInfo> {
  const started = win[STATUS_GLOBAL];
  if (started) {
    win[STATUS_GLOBAL] = undefined;
    let body: unknown;
    try {
      body = await started;
    } catch (e: unknown) {
      throw new PlatformError('NETWORK', { status: 0, message: String(e) });
    }
    return parseEnvelope(systemStatus, body);
  }
  return call(systemStatus, { url: win.location.host });
}
