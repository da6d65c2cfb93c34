import type { DepositType } from '../../../../contract/deposit.ts';
import { PathIcon } from '../../app/ui/icons.tsx';

const PATHS: Record<DepositType, string> = {
  BANK_TRANSFER: 'M3 10l9-6 9 6M5 10v8M9.5 10v8M14.5 10v8M19 10v8M3 20h18',
  EWALLET:
    'M7 2h10a1 1 0 0 1 1 1v18a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1V3a1 1 0 0 1 1-1zM10 18h4M9 8h6v5H9z',
  QR: 'M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h2v2h-2zM18 14h2M14 18h2v2M18 18h2v2h-2z',
};

/** Bank, phone or QR pictogram for a deposit method type, in the text colour. */
export function DepositTypeIcon({ type, size = 28 }: { type: DepositType; size?: number }) {
  return <PathIcon d={PATHS[type]} size={size} strokeWidth={1.7} />;
}
