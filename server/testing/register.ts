import { register, registerMobile } from '../../contract/member.ts';
import { newClientId, type IdentityApp } from './identity.ts';
import { unchecked } from './test-client.ts';

let mobileSeq = 0;
/** A mobile number no other registration of this test run used. */
export const newMobile = () => `09${String(++mobileSeq).padStart(8, '0')}`;

/**
 * The registration calls of the register tests, bound to the app a beforeAll opens (hence
 * the getter). Overrides replace fields of a body that passes the brand's settings, and
 * `undefined` removes one, so a test can send what the contract refuses.
 */
export function registrationFixture(app: () => IdentityApp) {
  const body = async (overrides: Record<string, unknown> = {}, brand = 'aurora') => {
    const clientId = newClientId();
    const full: Record<string, unknown> = {
      username: `user${String(++mobileSeq).padStart(4, '0')}`,
      password: 'Passw0rd',
      confirmPassword: 'Passw0rd',
      mobileNum: newMobile(),
      clientId,
      captcha: await app().captcha(clientId, brand),
      slider: await app().slider(brand, clientId),
      domain: `${brand}.localhost`,
      registerMethod: 'WEB',
      login: true,
      ...overrides,
    };
    return unchecked(
      Object.fromEntries(Object.entries(full).filter(([, value]) => value !== undefined)),
    );
  };
  return {
    body,
    register: async (overrides: Record<string, unknown> = {}, brand = 'aurora') =>
      app().call(register, await body(overrides, brand), { brand }),
    registerMobile: async (overrides: Record<string, unknown> = {}, brand = 'aurora') =>
      app().call(registerMobile, await body({ username: undefined, ...overrides }, brand), {
        brand,
      }),
    counts: async () => ({
      members: await app().count('members'),
      sessions: await app().count('sessions'),
    }),
  };
}
