import { useAtom } from 'jotai';
import { useId, useState, type FormEvent } from 'react';
import { localized } from '../../../../contract/brand.ts';
import { memberContact } from '../../../../contract/member.ts';
import { useLanguage, useT } from '../../i18n/i18n.tsx';
import { useSite } from '../../app/site.tsx';
import { asPlatformError, call } from '../../app/api/call.ts';
import { bonusPromptAtom } from './bonus-prompt-atom.ts';
import { Icon } from '../../app/ui/icons.tsx';
import { checkBonusContact, type BonusChannel } from './bonus-contact.ts';
import '../../app/ui/form-field.css';

type State = 'editing' | 'saving' | 'saved';

/**
 * The chat-app bonus prompt after registration (spec §2.3): a small form in a card. What it
 * offers is the brand's own copy (brand.json `offers.contactBonus`); a brand without one
 * promises nothing, so no prompt.
 */
export function BonusPrompt() {
  const { brand } = useSite();
  const offer = brand.offers?.contactBonus;
  if (!offer) return null;
  return <BonusPromptCard offer={offer} />;
}

type ContactBonus = NonNullable<
  NonNullable<ReturnType<typeof useSite>['brand']['offers']>['contactBonus']
>;

function BonusPromptCard({ offer }: { offer: ContactBonus }) {
  const t = useT();
  const { brand } = useSite();
  const [language] = useLanguage();
  const [open, setOpen] = useAtom(bonusPromptAtom);
  const [channel, setChannel] = useState<BonusChannel>(offer.channels[0]);
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [state, setState] = useState<State>('editing');
  const inputId = useId();
  if (!open) return null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const id = checkBonusContact(channel, value);
    if (id === null) {
      setProblem(t('bonus.invalid'));
      return;
    }
    setProblem(null);
    setState('saving');
    try {
      await call(memberContact, channel === 'zalo' ? { zalo: id } : { whatsapp: id });
      setState('saved');
    } catch (error) {
      const { code } = asPlatformError(error);
      setProblem(t(code === 'BAD_REQUEST' ? 'bonus.invalid' : 'error.NETWORK'));
      setState('editing');
    }
  };

  return (
    <aside className="wl-bonus" role="status" data-testid="bonus-prompt">
      <span className="wl-bonus__icon" aria-hidden="true">
        <Icon name="gift" size={24} />
      </span>
      <div className="wl-bonus__text">
        <strong>{t('bonus.title')}</strong>
        {state === 'saved' ? (
          <p data-testid="bonus-saved">{t('bonus.saved')}</p>
        ) : (
          <form className="wl-bonus__form" noValidate onSubmit={(e) => void submit(e)}>
            <p data-testid="bonus-offer">
              {localized(offer.text, language, brand.defaultLanguage)}
            </p>
            <div className="wl-bonus__channels" role="radiogroup" aria-label={t('bonus.channel')}>
              {offer.channels.map((c) => (
                <label key={c} className="wl-bonus__channel">
                  <input
                    type="radio"
                    name="bonus-channel"
                    value={c}
                    checked={channel === c}
                    onChange={() => setChannel(c)}
                  />
                  {c === 'zalo' ? 'Zalo' : 'WhatsApp'}
                </label>
              ))}
            </div>
            <label htmlFor={inputId} className="wl-visually-hidden">
              {t('bonus.idLabel')}
            </label>
            <input
              id={inputId}
              className="wl-form-field__input"
              value={value}
              maxLength={32}
              autoComplete="off"
              inputMode={channel === 'whatsapp' ? 'numeric' : 'text'}
              placeholder={t('bonus.idLabel')}
              aria-invalid={problem !== null}
              onChange={(e) => setValue(e.target.value)}
            />
            {problem !== null && (
              <p className="wl-bonus__problem" role="alert">
                {problem}
              </p>
            )}
            <div className="wl-bonus__actions">
              <button
                type="submit"
                className="wl-button wl-button--primary"
                disabled={state === 'saving'}
              >
                {t('bonus.save')}
              </button>
              <button
                type="button"
                className="wl-button wl-button--ghost"
                onClick={() => setOpen(false)}
              >
                {t('bonus.dismiss')}
              </button>
            </div>
          </form>
        )}
      </div>
      <button
        type="button"
        className="wl-bonus__close"
        aria-label={t('notice.close')}
        onClick={() => setOpen(false)}
      >
        <Icon name="close" size={18} />
      </button>
    </aside>
  );
}
