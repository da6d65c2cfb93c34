// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { defineEndpoint } from '../../../contract/endpoint.ts';
import { PlatformError } from '../../../contract/errors.ts';
import type { LoginResult } from '../../../contract/session.ts';
import * as v from 'valibot';
import {
  SESSION_EXPIRED_EVENT,
  clearSessionStorage,
  readSession,
  sessionAfterAnswer,
  sessionBeforeSend,
  writeSession,
} from './session.ts';

const result: LoginResult = {
  token: 'tok-123',
  account: 'player01',
  nickname: 'Lucky',
  customerId: 'c-9',
  isAgent: 41,
  toUpline: true,
  memberLabel: [{ labelName: 'VIP' }],
  firstTimeLogin: false,
  passwordExpired: false,
};

const endpoint = (token: boolean) =>
  defineEndpoint({
    id: 'x',
    method: 'GET',
    path: '/x',
    token,
    encrypted: false,
    input: v.object({}),
    value: v.null(),
    errors: [],
  });

afterEach(() => sessionStorage.clear());

describe('the session in session storage (spec §3, §4)', () => {
  it('stores the login result under the spec keys and reads it back', () => {
    writeSession(result, 'AURORA01');
    expect(sessionStorage.getItem('token')).toBe('tok-123');
    expect(sessionStorage.getItem('merchant')).toBe('AURORA01');
    expect(sessionStorage.getItem('isAgent')).toBe('41');
    expect(readSession()).toEqual({
      token: 'tok-123',
      account: 'player01',
      nickname: 'Lucky',
      customerId: 'c-9',
      role: 41,
      toUpline: true,
      memberLabels: ['VIP'],
    });
  });

  it('counts as logged out and drops the token when the account is missing', () => {
    sessionStorage.setItem('token', 'orphan');
    expect(readSession()).toBeNull();
    expect(sessionStorage.getItem('token')).toBeNull();
  });

  it('clears everything on logout except the merchant', () => {
    writeSession(result, 'AURORA01');
    sessionStorage.setItem('platform', 'W');
    clearSessionStorage();
    expect(Object.keys(sessionStorage)).toEqual(['merchant']);
    expect(sessionStorage.getItem('merchant')).toBe('AURORA01');
  });

  it('adds the bearer token to T calls only', () => {
    writeSession(result, 'AURORA01');
    const withToken = { endpoint: endpoint(true), headers: {}, payload: {} };
    const without = { endpoint: endpoint(false), headers: {}, payload: {} };
    sessionBeforeSend(withToken);
    sessionBeforeSend(without);
    expect(withToken.headers).toEqual({ Authorization: 'Bearer tok-123' });
    expect(without.headers).toEqual({});
  });

  it('ends the session once and announces it when a call with a session answers NOT_LOGGED_IN', () => {
    writeSession(result, 'AURORA01');
    let announced = 0;
    const listener = () => (announced += 1);
    window.addEventListener(SESSION_EXPIRED_EVENT, listener);
    const failed = (code: 'NETWORK' | 'NOT_LOGGED_IN') => ({
      endpoint: endpoint(true),
      status: 401,
      result: { ok: false as const, error: new PlatformError(code) },
    });
    sessionAfterAnswer(failed('NETWORK'));
    expect(readSession()).not.toBeNull();
    sessionAfterAnswer(failed('NOT_LOGGED_IN'));
    sessionAfterAnswer(failed('NOT_LOGGED_IN'));
    window.removeEventListener(SESSION_EXPIRED_EVENT, listener);
    expect(readSession()).toBeNull();
    expect(sessionStorage.getItem('merchant')).toBe('AURORA01');
    expect(announced).toBe(1);
  });
});
