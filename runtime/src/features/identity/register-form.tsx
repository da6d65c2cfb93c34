import { useSetAtom } from 'jotai';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { REGISTER_BANNER_GROUP } from '../../../../contract/content.ts';
import { register, registerMobile } from '../../../../contract/member.ts';
import type { LoginResult } from '../../../../contract/session.ts';
import { asPlatformError, call } from '../../app/api/call.ts';
import { sessionAtom } from '../../app/session.ts';
import { useSite } from '../../app/site.tsx';
import { Icon } from '../../app/ui/icons.tsx';
import { NoticeDialog } from '../../app/ui/notice-dialog.tsx';
import { useT, type MessageKey } from '../../i18n/i18n.tsx';
import { BannerCarousel } from './banner-carousel.tsx';
import { clientId } from './client-id.ts';
import { Tabs } from './dialog-frame.tsx';
import { platformMessage } from './messages.ts';
import { RegisterInput } from './register-input.tsx';
import {
  checkFormField,
  defaultTab,
  formFields,
  formMessageKey,
  registerTabs,
  serverFieldProblem,
  showAffiliateField,
  type FieldSpec,
  type FormProblem,
  type RegisterSettings,
  type RegisterTab,
} from './register-rules.ts';
import { SliderCaptcha, useSlider } from './slider-captcha.tsx';
import { smsRegister } from '../../../../contract/verification.ts';
import { useRegisterSetup, type Referral } from './use-register-setup.ts';
import { FormSubmit } from './form-submit.tsx';

interface RegisterFormProps {
  referralCode?: string;
  onSuccess: (result: LoginResult) => void;
  onLogin: () => void;
  /** Spec §2.3: the user-agreement link hides the popup and goes to /help. */
  onAgreement: () => void;
}

/** Registration (spec §2.3, §5): loads the merchant's field settings, then the form. */
export function RegisterForm(props: RegisterFormProps) {
  const t = useT();
  const { settings, reload, referral, dismissRefusal } = useRegisterSetup(props.referralCode);
  return (
    <div className="wl-auth__body" data-testid="register-form">
      <BannerCarousel group={REGISTER_BANNER_GROUP} />
      {settings.kind === 'loading' && (
        <div className="wl-page-loading">
          <span className="wl-spinner" aria-label={t('app.loading')} />
        </div>
      )}
      {settings.kind === 'failed' && (
        <div className="wl-form__note" role="alert">
          <p>{t('error.NETWORK')}</p>
          <button type="button" className="wl-button wl-button--ghost" onClick={reload}>
            {t('boot.retry')}
          </button>
        </div>
      )}
      {settings.kind === 'ready' && (
        <RegisterFields {...props} settings={settings.settings} referral={referral} />
      )}
      {referral.refused && (
        <NoticeDialog
          title={t('register.warning')}
          onClose={dismissRefusal}
          actions={
            <button type="button" className="wl-button wl-button--primary" onClick={dismissRefusal}>
              {t('register.confirm')}
            </button>
          }
        >
          <p>{t('error.INVITATION_CODE_INVALID')}</p>
        </NoticeDialog>
      )}
    </div>
  );
}

interface FieldsProps extends RegisterFormProps {
  settings: RegisterSettings;
  referral: Referral;
}

function RegisterFields({ settings, referral, onSuccess, onLogin, onAgreement }: FieldsProps) {
  const t = useT();
  const { brand, modules, status } = useSite();
  const setSession = useSetAtom(sessionAtom);
  const tabs = registerTabs(modules);
  const [tab, setTab] = useState<RegisterTab>(defaultTab(modules) ?? 'username');
  const [values, setValues] = useState<Record<string, string>>({});
  const [problems, setProblems] = useState<Record<string, FormProblem | undefined>>({});
  const [agreed, setAgreed] = useState(false);
  const [agreeError, setAgreeError] = useState(false);
  const slider = useSlider();
  const [captchaKey, setCaptchaKey] = useState(0);
  const [formError, setFormError] = useState('');
  const [busy, setBusy] = useState(false);
  const [invitationRefused, setInvitationRefused] = useState(false);
  const id = clientId();
  const formRef = useRef<HTMLFormElement>(null);

  const affiliateVisible = showAffiliateField(settings, referral);
  const fields = useMemo(
    () => formFields(tab, settings, modules, affiliateVisible),
    [tab, settings, modules, affiliateVisible],
  );
  const line = status.resources.find((r) => r.resourceType.toUpperCase() === 'LINE');

  const message = (spec: FieldSpec, problem: FormProblem | undefined) => {
    if (!problem) return undefined;
    const key = formMessageKey(problem) as MessageKey;
    if (problem.kind === 'pattern') return t(key, { min: problem.min, max: problem.max });
    return t(key, { field: t(`field.${spec.name}` as MessageKey) });
  };
  const check = (spec: FieldSpec, next = values) => checkFormField(spec, next, settings.rules);
  const blur = (spec: FieldSpec) => setProblems((p) => ({ ...p, [spec.name]: check(spec) }));
  const change = (name: string, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    // A message already shown updates as the visitor corrects the value.
    if (problems[name]) {
      const spec = fields.find((f) => f.name === name);
      if (spec) setProblems((p) => ({ ...p, [name]: check(spec, { ...values, [name]: value }) }));
    }
  };

  const sendCode = async () => {
    const spec = { name: 'mobileNum', required: true } as const;
    const problem = checkFormField(spec, values, settings.rules);
    setProblems((p) => ({ ...p, mobileNum: problem }));
    if (problem) return false;
    await call(smsRegister, { mobileNo: (values.mobileNum ?? '').trim(), clientId: id });
    return true;
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFormError('');
    const found = Object.fromEntries(fields.map((f) => [f.name, check(f)]));
    setProblems(found);
    setAgreeError(!agreed);
    if (Object.values(found).some(Boolean) || !agreed) {
      // Take the visitor to the first message, which may be above the fold on a phone.
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
      return;
    }
    setBusy(true);
    const sliderToken = await slider.resolve();
    if (!sliderToken) {
      setBusy(false);
      setFormError(t('error.VERIFICATION_REQUIRED'));
      return;
    }
    const value = (name: string) => values[name]?.trim() || undefined;
    const common = {
      password: values.password ?? '',
      confirmPassword: values.confirmPassword ?? '',
      payeeName: value('payeeName'),
      email: value('email'),
      qqNum: value('qqNum'),
      line: value('line'),
      whatsapp: value('whatsapp'),
      facebook: value('facebook'),
      wechat: value('wechat'),
      idNumber: value('idNumber'),
      paymentPassword: value('paymentPassword'),
      recommenderId: value('recommenderId'),
      affiliateCode: referral.accepted ? (referral.code ?? undefined) : value('affiliateCode'),
      referralCode: referral.accepted ? referral.code : null,
      clientId: id,
      captcha: value('captcha'),
      slider: sliderToken,
      domain: location.hostname,
      registerUrl: location.href,
      registerMethod: 'WEB' as const,
      login: true as const,
    };
    try {
      const result =
        tab === 'username'
          ? await call(register, {
              ...common,
              username: value('username') ?? '',
              mobileNum: value('mobileNum'),
            })
          : await call(registerMobile, {
              ...common,
              mobileNum: value('mobileNum') ?? '',
              verificationCode: value('verificationCode'),
            });
      setSession({ result, merchant: brand.merchantCode });
      onSuccess(result);
    } catch (err: unknown) {
      const error = asPlatformError(err);
      // Spec §4 / §8: a failed registration resets the slider; field problems go under the field.
      slider.reset();
      if (fields.some((f) => f.name === 'captcha')) {
        // The image captcha is single-use too: a new picture, an empty input.
        setCaptchaKey((k) => k + 1);
        setValues((v) => ({ ...v, captcha: '' }));
      }
      const field = error.code === 'BAD_REQUEST' ? serverFieldProblem(error.value) : undefined;
      if (field && fields.some((f) => f.name === field.field)) {
        setProblems((p) => ({ ...p, [field.field]: field.problem }));
      } else if (error.code === 'INVITATION_CODE_INVALID') {
        setInvitationRefused(true);
      } else {
        setFormError(platformMessage(t, error));
      }
    } finally {
      setBusy(false);
    }
  };

  const tabLabels = { username: t('register.tabUsername'), mobile: t('register.tabMobile') };
  return (
    <>
      <Tabs
        tabs={tabs.map((id) => ({ id, label: tabLabels[id] }))}
        active={tab}
        onChange={(next) => {
          setTab(next);
          setProblems({});
          setFormError('');
        }}
      />
      {referral.accepted && (
        <p className="wl-form__applied" data-testid="referral-applied">
          <Icon name="gift" size={16} />
          {t('register.referralApplied', { code: referral.code ?? '' })}
        </p>
      )}
      <form ref={formRef} className="wl-form" noValidate onSubmit={(e) => void submit(e)}>
        <div className="wl-form__grid">
          {fields.map((spec) => (
            <RegisterInput
              key={`${tab}-${spec.name}`}
              spec={spec}
              value={values[spec.name] ?? ''}
              error={message(spec, problems[spec.name])}
              onChange={(value) => change(spec.name, value)}
              onBlur={() => blur(spec)}
              clientId={id}
              captchaKey={captchaKey}
              sendCode={sendCode}
            />
          ))}
        </div>
        <SliderCaptcha key={slider.key} clientId={id} {...slider.props} />
        <div className={agreeError ? 'wl-agree has-error' : 'wl-agree'}>
          <label className="wl-agree__label">
            <input
              type="checkbox"
              checked={agreed}
              data-testid="field-agreement"
              onChange={(e) => {
                setAgreed(e.target.checked);
                if (e.target.checked) setAgreeError(false);
              }}
            />
            <span>{t('register.agree')}</span>
          </label>
          <button type="button" className="wl-link" onClick={onAgreement}>
            {t('register.readTerms')}
          </button>
          {agreeError && (
            <p className="wl-field__error" role="alert">
              {t('validation.agreement')}
            </p>
          )}
        </div>
        <FormSubmit error={formError} busy={busy} testId="register-submit" large>
          {t('register.submit')}
        </FormSubmit>
      </form>
      <div className="wl-auth__links">
        <span>
          {t('register.haveAccount')}{' '}
          <button type="button" className="wl-link" onClick={onLogin}>
            {t('header.login')}
          </button>
        </span>
        {line && (
          <a
            className="wl-button wl-button--line"
            href={line.url}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="register-line"
          >
            <Icon name="line" size={18} />
            {t('register.line')}
          </a>
        )}
      </div>
      {invitationRefused && (
        <NoticeDialog
          title={t('register.warning')}
          onClose={() => setInvitationRefused(false)}
          actions={
            <button
              type="button"
              className="wl-button wl-button--primary"
              onClick={() => setInvitationRefused(false)}
            >
              {t('register.confirm')}
            </button>
          }
        >
          <p>{t('error.INVITATION_CODE_INVALID')}</p>
        </NoticeDialog>
      )}
    </>
  );
}
