import { useState } from 'react';
import { useT } from '../../i18n/i18n.tsx';

/** A member's account among the filters, applied on Enter or when the field is left. */
export function AccountFilter({ onApply }: { onApply: (account: string) => void }) {
  const t = useT();
  const [text, setText] = useState('');
  const apply = () => onApply(text.trim());
  return (
    <label className="wl-date-range__field">
      <span>{t('agent.account')}</span>
      <input
        type="search"
        name="account"
        className="wl-filter-select"
        data-testid="field-account"
        placeholder={t('agent.allMembers')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onBlur={apply}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            apply();
          }
        }}
      />
    </label>
  );
}
