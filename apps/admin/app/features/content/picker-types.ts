// The picture field a content form draws: the route gives the media feature's picker, so this
// feature does not import another.
import type { ComponentType } from 'react';

export interface PickerProps {
  label: string;
  /** The picture's URL; '' for none. */
  value: string;
  onChange: (url: string) => void;
  /** What the picture shows, for the preview's alternative text. */
  alt: string;
  error?: string;
  /** Whether the picture may be removed. */
  optional?: boolean;
}

export type PickerComponent = ComponentType<PickerProps>;
