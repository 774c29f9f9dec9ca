import { Input, showSnackbar } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import { useMutation } from '@tanstack/react-query';
import { type ChangeEvent, useState } from 'react';

/**
 * A photo upload field (a user's, a workspace's): the chosen image goes to `save` as form data
 * (`file`); the API checks type and size and its message shows under the field.
 */
export function PhotoField({
  label,
  save,
  onSaved,
}: {
  label: string;
  save: (form: FormData) => Promise<unknown>;
  /** After a successful upload, before the "saved" snackbar: refresh what shows the photo. */
  onSaved: () => void;
}) {
  const t = useT('account');
  const [error, setError] = useState<string>();
  const upload = useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return save(form);
    },
    onSuccess: () => {
      setError(undefined);
      onSaved();
      showSnackbar({ type: 'success', text: t('basic.photoSaved') });
    },
    onError: (failure) => setError(failure.message),
  });

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    // spec §5 "Avatar: a file is required".
    if (!file) {
      setError(t('validation.fileRequired'));
      return;
    }
    upload.mutate(file);
  }

  return (
    <Input
      type="file"
      accept="image/*"
      label={label}
      name="photo"
      disabled={upload.isPending}
      onChange={choose}
      error={error}
    />
  );
}
