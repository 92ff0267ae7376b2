import type { EnrolTexts } from './enrol-form';
import type { SecondStepTexts } from './second-step-form';

type T = (key: string) => string;

/** The sign-in's second step, translated on the server (the sign-in pages ship no i18n runtime). */
export function secondStepTexts(t: T): SecondStepTexts {
  const k = (key: string) => t(`page.login.mfa.${key}`);
  return {
    title: k('title'),
    hint: k('hint'),
    code: k('code'),
    recoveryCode: k('recoveryCode'),
    recoveryHint: k('recoveryHint'),
    useRecovery: k('useRecovery'),
    useCode: k('useCode'),
    verify: k('verify'),
    back: k('back'),
    usePasskey: k('usePasskey'),
    passkeyHint: k('passkeyHint'),
    passkeyCancelled: t('page.login.passkey.cancelled'),
    requestError: t('http.requestError'),
  };
}

/** The forced enrolment page, translated on the server. */
export function enrolTexts(t: T): EnrolTexts {
  const k = (key: string) => t(`page.login.enrol.${key}`);
  const m = (key: string) => t(`page.account.mfa.${key}`);
  return {
    title: k('title'),
    description: k('description'),
    expired: k('expired'),
    backToLogin: k('backToLogin'),
    step1: m('step1'),
    step2: m('step2'),
    qrLabel: m('qrLabel'),
    secretLabel: m('secretLabel'),
    codeLabel: m('codeLabel'),
    enable: m('enable'),
    codesIntro: m('codesIntro'),
    copy: m('copy'),
    copied: m('copied'),
    download: m('download'),
    continue: k('continue'),
    usePasskey: k('usePasskey'),
    passkeyName: k('passkeyName'),
    passkeyCancelled: k('passkeyCancelled'),
    or: t('page.login.passkey.or'),
    requestError: t('http.requestError'),
  };
}
