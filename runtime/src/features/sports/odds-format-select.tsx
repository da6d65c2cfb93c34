import { useT } from '../../i18n/i18n.tsx';
import { ODDS_FORMATS, isOddsFormat, type OddsFormat } from './odds-format.ts';

/** The odds display format of the coupon; the book itself always works in decimal. */
export function OddsFormatSelect(props: { format: OddsFormat; onFormat: (f: OddsFormat) => void }) {
  const t = useT();
  return (
    <label className="wl-sb__format">
      <span>{t('sports.format.label')}</span>
      <select
        value={props.format}
        onChange={(e) => {
          if (isOddsFormat(e.target.value)) props.onFormat(e.target.value);
        }}
        data-testid="odds-format"
      >
        {ODDS_FORMATS.map((f) => (
          <option key={f} value={f}>
            {t(`sports.format.${f}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
