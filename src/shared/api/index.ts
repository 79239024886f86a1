export * from './common.ts';
export * from './videos.ts';
export * from './channels.ts';
export * from './keywords.ts';
export * from './categories.ts';
export * from './search.ts';
export * from './system.ts';
export * from './validation-messages.ts';
