-- CAPTCHA, CHATROOM, FEEDBACK and WINNERS left the schema's module ids: nothing read them (the
-- slider and image captchas follow the register field settings and the login answer, and the
-- chat room, feedback and winners pages do not exist yet). Merchants seeded before still carry
-- them in their module tree; take them out so the status answer lists only ids that gate
-- something. A page that needs one of them adds its id back, with a switch.
update merchants
   set settings = jsonb_set(settings, '{modules}', (
         select coalesce(jsonb_agg(node order by position), '[]'::jsonb)
           from jsonb_array_elements(settings -> 'modules') with ordinality as e(node, position)
          where node ->> 'modId' not in ('CAPTCHA', 'CHATROOM', 'FEEDBACK', 'WINNERS')))
 where settings -> 'modules' @> '[{"modId": "CAPTCHA"}]'::jsonb
    or settings -> 'modules' @> '[{"modId": "CHATROOM"}]'::jsonb
    or settings -> 'modules' @> '[{"modId": "FEEDBACK"}]'::jsonb
    or settings -> 'modules' @> '[{"modId": "WINNERS"}]'::jsonb;
