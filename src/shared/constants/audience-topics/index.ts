// Topics per audience (fixed data, R-NETWORK-02): the graph pages show them; audience feeds read their search keywords.
import type { AudienceType } from '../audiences.ts';
import { ADULT_TOPICS } from './adult.ts';
import { CHILDREN_TOPICS } from './children.ts';
import { DISABLED_TOPICS } from './disabled.ts';
import { ELDERLY_TOPICS } from './elderly.ts';
import { TEENAGER_TOPICS } from './teenager.ts';
import type { SafetyTopic } from './types.ts';

export type { SafetyTopic, TopicIcon } from './types.ts';

export const TOPICS_BY_AUDIENCE: Record<AudienceType, readonly SafetyTopic[]> = {
  children: CHILDREN_TOPICS,
  teenager: TEENAGER_TOPICS,
  adult: ADULT_TOPICS,
  elderly: ELDERLY_TOPICS,
  disabled: DISABLED_TOPICS,
};
