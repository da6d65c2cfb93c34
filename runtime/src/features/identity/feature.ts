import { MODULE } from '../../../../contract/modules.ts';
import type { FeatureDescriptor } from '../../app/feature.ts';
import { BonusPromptSlot, FreeTrialButton, LoginButton, RegisterButton } from './shell-slots.tsx';

const loginPage = () => import('./login-page.tsx');
const registerPage = () => import('./register-page.tsx');
/** contract/social.ts SOCIAL_CALLBACK_PATH, spelled out so the entry chunk skips the contract. */
export const SOCIAL_CALLBACK_ROUTE = '/social/callback';

/** Login and registration: the /login and /register pages and their popups (spec §2.3). */
export const identityFeature: FeatureDescriptor = {
  id: 'identity',
  dictionaryParts: ['identity'],
  routes: [
    { path: '/login', layout: 'full', titleKey: 'page.login', load: loginPage },
    {
      path: '/register',
      layout: 'full',
      titleKey: 'page.register',
      requires: [MODULE.directRegister],
      load: registerPage,
    },
    {
      path: '/register.html',
      layout: 'full',
      titleKey: 'page.register',
      requires: [MODULE.directRegister],
      load: registerPage,
    },
    {
      // Where google/facebook send the visitor back (social-flow.ts); either module may use it.
      path: SOCIAL_CALLBACK_ROUTE,
      layout: 'bare',
      titleKey: 'page.login',
      // Through the login page's chunk: a chunk of its own reshuffles the shared chunks and
      // grows the first load.
      load: () => loginPage().then((m) => ({ default: m.SocialCallbackPage })),
    },
    {
      // The forgot-password mail's link (server/src/password/).
      path: '/resetPassword',
      layout: 'full',
      titleKey: 'page.resetPassword',
      load: () => import('./reset-password-page.tsx'),
    },
  ],
  headerActions: [
    { id: 'login', place: 'guest', order: 0, component: LoginButton },
    {
      id: 'register',
      place: 'guest',
      order: 10,
      requires: [MODULE.directRegister],
      component: RegisterButton,
    },
    {
      id: 'freeTrial',
      place: 'guest',
      order: 20,
      requires: [MODULE.freePlay],
      component: FreeTrialButton,
    },
  ],
  overlays: [{ id: 'bonusPrompt', component: BonusPromptSlot }],
  modals: [
    { id: 'loginModal', load: () => import('./login-modal.tsx') },
    {
      id: 'registerModal',
      requires: [MODULE.directRegister],
      load: () => import('./register-modal.tsx'),
    },
    { id: 'changePasswordModal', load: () => import('./change-password-modal.tsx') },
    { id: 'authenticatorModal', load: () => import('./authenticator-modal.tsx') },
  ],
};
