// The database helpers live in src/test-support (src/db and src/sync tests use them too; neither imports server).
export * from '../../test-support/test-database.ts';
