import { describe, expect, it } from 'vitest';
import { renderEndedPage, renderGamePage } from './game-page.ts';
import { SessionStore } from './sessions.ts';
import { verifyPage } from './verify-page.ts';

const shell = {
  title: 'Game',
  basePath: '/v',
  game: 'g',
  session: 's',
  lobbyUrl: '/lobby',
  scriptUrl: '/v/bundle/g.js',
  styleUrl: null,
};

const games = new Map([['tiny', { code: 'tiny', replay: () => ['ok'] }]]);

describe('the kit pages in the player language', () => {
  it('writes lang and a right-to-left direction with the back arrow pointing right for Urdu', () => {
    const html = renderGamePage({ ...shell, lang: 'ur', dir: 'rtl', backLabel: 'لابی' });
    expect(html).toContain('<html lang="ur" dir="rtl">');
    expect(html).toContain('› لابی');
  });

  it('keeps left to right for Thai', () => {
    const html = renderGamePage({ ...shell, lang: 'th', dir: 'ltr', backLabel: 'ล็อบบี้' });
    expect(html).toContain('<html lang="th" dir="ltr">');
    expect(html).toContain('‹ ล็อบบี้');
  });

  it('tells an ended session in the language asked, and in English for an unknown one', () => {
    expect(renderEndedPage('TH')).toContain('<title>เซสชันสิ้นสุดแล้ว</title>');
    expect(renderEndedPage('UR')).toContain('dir="rtl"');
    expect(renderEndedPage('xx')).toContain('This game session has ended.');
  });

  it('words the verify page from ?lang= and keeps the language in its form', () => {
    const sessions = new SessionStore();
    const html = verifyPage({ basePath: '/v', games, sessions, query: { lang: 'VI' } });
    expect(html).toContain('<html lang="vi" dir="ltr">');
    expect(html).toContain('Tính lại');
    expect(html).toContain('<input type="hidden" name="lang" value="VI">');
  });

  it('escapes an unknown round named in the verify query, in Urdu too', () => {
    const sessions = new SessionStore();
    const query = { lang: 'UR', round: '<b>x</b>' };
    const html = verifyPage({ basePath: '/v', games, sessions, query });
    expect(html).toContain('dir="rtl"');
    expect(html).toContain('&lt;b&gt;x&lt;/b&gt;');
    expect(html).not.toContain('<b>x</b>');
  });
});
