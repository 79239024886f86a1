// A safety topic of an audience (R-NETWORK-02): icon, name, search keyword, description, priority 1–3.
export type TopicIcon =
  | 'megaphone'
  | 'phone'
  | 'phone-call'
  | 'droplets'
  | 'footprints'
  | 'shirt'
  | 'door'
  | 'signpost'
  | 'flame'
  | 'plug'
  | 'extinguisher'
  | 'bell'
  | 'school'
  | 'activity'
  | 'swim'
  | 'car'
  | 'bike'
  | 'thermometer'
  | 'bandage'
  | 'map'
  | 'hand'
  | 'pill'
  | 'blinds'
  | 'tent'
  | 'heart'
  | 'zap'
  | 'users'
  | 'scooter'
  | 'battery'
  | 'smartphone'
  | 'lightbulb'
  | 'sun'
  | 'house'
  | 'gauge'
  | 'pot'
  | 'heater'
  | 'wind'
  | 'train'
  | 'tree'
  | 'umbrella'
  | 'cigarette'
  | 'dog'
  | 'bed'
  | 'brain'
  | 'snowflake'
  | 'message'
  | 'helping'
  | 'siren'
  | 'video'
  | 'eye'
  | 'ear'
  | 'wheelchair'
  | 'book'
  | 'stethoscope'
  | 'backpack'
  | 'speech'
  | 'shield'
  | 'lock';

export interface SafetyTopic {
  id: string;
  name: string;
  icon: TopicIcon;
  /** Sent to /search?q= (at most 15 characters, R-SEARCH-01). */
  searchKeyword: string;
  description: string;
  /** 1 = most important (largest node), 3 = smaller. */
  priority: 1 | 2 | 3;
}

export const topic = (
  id: string,
  name: string,
  icon: TopicIcon,
  searchKeyword: string,
  priority: 1 | 2 | 3,
  description: string,
): SafetyTopic => ({
  id,
  name,
  icon,
  searchKeyword,
  priority,
  description,
});
