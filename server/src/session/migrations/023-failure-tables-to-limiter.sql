-- Login, fund-password and password-page limits now live in limit_hits (021, limiter.ts),
-- which records an attempt before its secret is checked. The tables that counted failures
-- after the check go; their rows were at most a day of failures, which the new windows
-- (15 minutes to an hour) would not have counted anyway.
drop table if exists login_failures;
drop table if exists fund_password_failures;
drop table if exists password_attempts;
