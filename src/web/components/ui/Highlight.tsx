// Highlighted text as React nodes (R-SEARCH-06): searched and related words in yellow <mark>.
import { useMemo } from 'react';
import { splitHighlights } from '../../lib/highlight.ts';

interface HighlightProps {
  text: string;
  terms?: readonly string[] | undefined;
  relatedTerms?: readonly string[] | undefined;
}

export function Highlight({ text, terms = [], relatedTerms = [] }: HighlightProps) {
  const segments = useMemo(() => splitHighlights(text, terms, relatedTerms), [text, terms, relatedTerms]);
  return (
    <>
      {segments.map((segment, index) =>
        segment.match ? (
          <mark key={index} data-match={segment.match}>
            {segment.text}
          </mark>
        ) : (
          <span key={index}>{segment.text}</span>
        ),
      )}
    </>
  );
}
