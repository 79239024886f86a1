// Moved to src/db/test-support so src/sync tests can use it too (sync never imports server).
export * from '../../db/test-support/test-database.ts';
