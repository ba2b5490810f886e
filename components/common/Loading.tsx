/** A loading state: a spinner and what is being loaded, announced politely. */
export function Loading({ text, testId }: { text: string; testId?: string }) {
  return (
    <p class="loading muted" role="status" data-testid={testId}>
      <span class="spinner" aria-hidden="true" />
      {text}
    </p>
  );
}
