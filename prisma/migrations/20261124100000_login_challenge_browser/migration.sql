-- A login challenge belongs to the browser that started it (docs/authentication.md): the
-- hash of that browser's key cookie. Challenges live an hour; those in flight when this
-- runs were made without a browser key and cannot be bound, so they end here.
DELETE FROM "LoginChallenge";
ALTER TABLE "LoginChallenge" ADD COLUMN "browserKeyHash" TEXT NOT NULL;
