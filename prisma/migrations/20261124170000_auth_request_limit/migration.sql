-- The per-address limit of authentication requests, shared by every Coffer process on this
-- database (rate-limiter-flexible's PostgreSQL store, packages/domain/src/rate-limit): the
-- table that store would create itself, made here so that it exists before the first request
-- and the schema stays described in one place.
CREATE TABLE "AuthRequestLimit" (
    "key" VARCHAR(255) NOT NULL,
    "points" INTEGER NOT NULL DEFAULT 0,
    "expire" BIGINT,

    CONSTRAINT "AuthRequestLimit_pkey" PRIMARY KEY ("key")
);
