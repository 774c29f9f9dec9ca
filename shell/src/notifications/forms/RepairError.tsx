/** A failed repair call's words, in the repair style and announced; nothing when there are none. */
export function RepairError({ error }: { error: string | null | undefined }) {
  return error ? (
    <p className="shell-repair__error" role="alert">
      {error}
    </p>
  ) : null;
}
