import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';

/** A text that must say something: trimmed, not empty (an empty one is not sent). */
export const requiredTextSchema = z.object({ text: z.string().trim().min(1) });

/**
 * One text of a list row edited in place (a note, a voicemail's name): whether it is being edited,
 * the field to spread on its input, and `save`, which sends the trimmed text and closes the editor.
 * The form lives with the row, so reopening the editor shows what was typed.
 */
export function useInlineEdit(value: string, onSave: (text: string) => void) {
  const [editing, setEditing] = useState(false);
  const { register, handleSubmit } = useForm({
    resolver: zodResolver(requiredTextSchema),
    defaultValues: { text: value },
  });
  const save = handleSubmit(({ text }) => {
    onSave(text);
    setEditing(false);
  });
  return { editing, setEditing, field: register('text'), save };
}
