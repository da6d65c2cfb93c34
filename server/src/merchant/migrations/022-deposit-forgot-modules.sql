-- Deposits and forgot password got module ids (DEPOSIT, FORGOTPWD) so that a server without a
-- payment gateway or an email provider can report them off (issue 7). Merchants seeded before
-- had both features on without a switch: give them the switches, on, so nothing they had
-- disappears. Brands seeded from now on carry them in platform.json.
update merchants
   set settings = jsonb_set(settings, '{modules}',
         (settings -> 'modules') || '[{"modId": "DEPOSIT", "enabled": "1"}]'::jsonb)
 where not (settings -> 'modules') @> '[{"modId": "DEPOSIT"}]'::jsonb;
update merchants
   set settings = jsonb_set(settings, '{modules}',
         (settings -> 'modules') || '[{"modId": "FORGOTPWD", "enabled": "1"}]'::jsonb)
 where not (settings -> 'modules') @> '[{"modId": "FORGOTPWD"}]'::jsonb;
