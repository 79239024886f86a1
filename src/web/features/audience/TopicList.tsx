// The graph's keyboard and screen-reader alternative: the same topics as a list of search links.
import { Link } from 'react-router';
import { TOPIC_ICONS } from './topic-icons.ts';
import type { SafetyTopic } from '../../../shared/constants/audience-topics/index.ts';

const PRIORITY_LABELS = { 1: '꼭 알아야 해요', 2: '알아 두면 좋아요', 3: '더 알아보기' } as const;

interface TopicListProps {
  topics: readonly SafetyTopic[];
  /** The search a topic opens (its words, and the life stages the page has chosen). */
  hrefFor: (topic: SafetyTopic) => string;
  onChoose: (topic: SafetyTopic) => void;
}

export function TopicList({ topics, hrefFor, onChoose }: TopicListProps) {
  return (
    <section aria-labelledby="topic-list-heading">
      <h2 id="topic-list-heading" className="mb-4 text-2xl font-bold">
        주제 목록으로 보기
      </h2>
      {([1, 2, 3] as const).map((priority) => {
        const group = topics.filter((t) => t.priority === priority);
        if (!group.length) return null;
        return (
          <div key={priority} className="mb-6">
            <h3 className="mb-3 text-lg font-bold text-accent">
              {PRIORITY_LABELS[priority]} ({group.length})
            </h3>
            <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid={`topic-list-${priority}`}>
              {group.map((t) => {
                const Icon = TOPIC_ICONS[t.icon];
                return (
                  <li key={t.id}>
                    <Link
                      to={hrefFor(t)}
                      onClick={(event) => {
                        event.preventDefault();
                        onChoose(t);
                      }}
                      className="flex h-full gap-3 rounded-xl border border-line bg-surface p-4 hover:border-accent"
                    >
                      <Icon aria-hidden="true" className="mt-0.5 h-6 w-6 shrink-0 text-accent" />
                      <span className="flex flex-col gap-1">
                        <span className="font-bold">{t.name}</span>
                        <span className="text-sm text-muted">{t.description}</span>
                        <span className="text-sm font-semibold text-accent">‘{t.searchKeyword}’ 영상 찾기</span>
                      </span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          </div>
        );
      })}
    </section>
  );
}
