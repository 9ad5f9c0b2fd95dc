-- A step-up challenge names the provider session whose methods it carries over
-- (docs/authentication.md#step-up-in-the-same-browser): at completion that session must still
-- be live, or the carried methods prove nothing. No foreign key: a deleted session must fail
-- that check, not turn the challenge into an ordinary one.
ALTER TABLE "LoginChallenge" ADD COLUMN "stepUpFromSessionId" UUID;
