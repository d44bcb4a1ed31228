import { memo } from 'react';
import type { Ladder } from '../../core/ladder/ladder.ts';
import { omittedNotices } from '../../core/ladder/ladder.ts';

/** Why an added format has no counts for this data (TOON and a lone surrogate), under the ladder; nothing when none is left out. */
export const OmittedFormats = memo(function OmittedFormats({ ladder }: { ladder: Ladder }) {
  const notices = omittedNotices(ladder);
  if (notices.length === 0) return null;
  return (
    <ul className="notices" aria-label="Formats left out for this data" data-testid="omitted-formats">
      {notices.map((notice) => (
        <li key={notice}>{notice}</li>
      ))}
    </ul>
  );
});
