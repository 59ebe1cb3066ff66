import { useId, type ReactNode } from 'react';

/** One titled part of the product form. */
export function ProductSection({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-4 rounded-lg border border-stone-200 bg-white p-4 sm:p-6">
      <div>
        <h2 id={id} className="text-lg font-semibold text-stone-900">
          {title}
        </h2>
        {hint && <p className="mt-1 max-w-prose text-sm text-stone-600">{hint}</p>}
      </div>
      {children}
    </section>
  );
}
