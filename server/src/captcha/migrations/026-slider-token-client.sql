-- A slider token belongs to the client id that asked for its challenge (issue 7): login and
-- register refuse it from any other client, so a token solved by one visitor (or a solving
-- farm) cannot be handed to another. Tokens live two minutes; those issued before this
-- column have none and are refused.
alter table slider_tokens add column client_id text;
