// Classification (R-SYNC-06): rules from the database, a pure matcher, and the publish-or-queue step sync calls.
export { buildClassifier, classifyVideo, BROAD_WORDS } from './classifier.ts';
export type { Classification, Classifier, KeywordRuleInput, VideoText } from './classifier.ts';
export { loadClassifier } from './load.ts';
export { applyClassification, DEFAULT_PUBLISH_AT } from './apply.ts';
export type { ApplyClassificationOptions, ApplyClassificationResult } from './apply.ts';
export { NO_MATCH_REASON } from './reason.ts';
