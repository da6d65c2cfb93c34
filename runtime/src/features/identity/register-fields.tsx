import { useSetAtom } from 'jotai';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { callFailure } from '../../../../contract/endpoint.ts';
import { register, registerMobile } from '../../../../contract/member.ts';
import type { LoginResult } from '../../../../contract/session.ts';
import { numberingPlanOf } from '../../../../contract/mobile.ts';
import { smsRegister } from '../../../../contract/verification.ts';
import { call } from '../../app/api/call.ts';
import { sessionAtom } from '../../app/session.ts';
import { useSite } from '../../app/site.tsx';
import { errorText } from '../../app/ui/error-text.ts';
import { Icon } from '../../app/ui/icons.tsx';
import { useT, type MessageKey } from '../../i18n/i18n.tsx';
import { Tabs } from './auth-dialog.tsx';
import { clientId } from './client-id.ts';
import { FormSubmit } from './form-submit.tsx';
import { SwitchLink } from './switch-link.tsx';
import { InvitationRefused } from './invitation-refused.tsx';
import { RegisterAgreement } from './register-agreement.tsx';
import { RegisterInput } from './register-input.tsx';
import { sendRegistration } from './register-request.ts';
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
import { failedOnCaptchaOnly } from './image-captcha.tsx';
import { SliderCaptcha, useSlider } from './slider-captcha.tsx';
import type { Referral } from './use-register-setup.ts';
import './social-sign-in.css';

interface FieldsProps {
  settings: RegisterSettings;
  referral: Referral;
  onSuccess: (result: LoginResult) => void;
  onLogin: () => void;
}

/** The registration form itself, once the merchant's field settings have loaded. */
export function RegisterFields({ settings, referral, onSuccess, onLogin }: FieldsProps) {
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
  const plan = numberingPlanOf(status.phoneNumbers);
  const check = (spec: FieldSpec, next = values) =>
    checkFormField(spec, next, settings.rules, plan);
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
    const problem = checkFormField(spec, values, settings.rules, plan);
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
    try {
      const result = await sendRegistration({ tab, values, referral, clientId: id, sliderToken });
      setSession({ result, merchant: brand.merchantCode });
      onSuccess(result);
    } catch (err: unknown) {
      // Typed by the contract: a branch on a code these calls never answer does not compile.
      const error = callFailure(tab === 'username' ? register : registerMobile, err);
      // Spec §4 / §8: a failed registration resets the slider (but not a mistyped image
      // captcha, which the server refuses before using the slider token: issue 10, and the
      // spec asks for both proofs here); field problems go under the field.
      if (!failedOnCaptchaOnly(error)) slider.reset();
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
        setFormError(errorText(t, error));
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
        <RegisterAgreement
          agreed={agreed}
          showError={agreeError}
          onChange={(next) => {
            setAgreed(next);
            if (next) setAgreeError(false);
          }}
        />
        <FormSubmit error={formError} busy={busy} testId="register-submit" large>
          {t('register.submit')}
        </FormSubmit>
      </form>
      <div className="wl-auth__links">
        <SwitchLink lead={t('register.haveAccount')} label={t('header.login')} onClick={onLogin} />
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
      {invitationRefused && <InvitationRefused onClose={() => setInvitationRefused(false)} />}
    </>
  );
}
