import { Button, Input } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import { useState } from 'react';

export interface Tag {
  name: string;
  value: string;
}

/** A list of {name, value} tags (§3 targeting): typed and added with Enter or Add; read-only shows them only. */
export function TagInput({
  label,
  tags,
  onChange,
  readOnly = false,
}: {
  label: string;
  tags: Tag[];
  onChange: (tags: Tag[]) => void;
  readOnly?: boolean;
}) {
  const t = useT('aiEmployees');
  const [text, setText] = useState('');
  const add = () => {
    // spec §5: pasting into a magic input strips newlines.
    const value = text.replace(/[\r\n]+/g, ' ').trim();
    if (value && !tags.some((tag) => tag.value === value)) onChange([...tags, { name: value, value }]);
    setText('');
  };
  return (
    <div className="ai-tags">
      {readOnly ? (
        <Input label={label} value={tags.map((tag) => tag.name).join(', ')} readOnly />
      ) : (
        <div className="ai-tags__row">
          <Input
            label={label}
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              add();
            }}
          />
          <Button variant="secondary" size="sm" onClick={add}>
            {t('builder.add')}
          </Button>
        </div>
      )}
      {!readOnly && tags.length > 0 ? (
        <ul className="ai-tags__list" aria-label={label}>
          {tags.map((tag) => (
            <li key={tag.value}>
              {tag.name}
              <button
                type="button"
                aria-label={t('builder.removeTag', { name: tag.name })}
                onClick={() => onChange(tags.filter((other) => other.value !== tag.value))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
