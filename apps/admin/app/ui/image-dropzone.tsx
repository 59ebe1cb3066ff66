// Dropping or choosing pictures to upload: each file is sent by the `upload` the caller gives, with
// its progress, and a file that fails stays listed with the reason the caller words for it.
import { useState } from 'react';
import { useDropzone } from 'react-dropzone';
import { useI18n } from '../i18n/i18n';
import { Button } from './button';

/** The texts the dropzone shows, in the admin's language. */
export interface ImageDropzoneTexts {
  /** "Drop pictures here, or choose them." */
  drop: string;
  /** While files are dragged over it. */
  dropActive: string;
  /** The button that opens the file chooser. */
  choose: string;
  /** "Uploading {name}…" */
  uploading: (name: string) => string;
  /** The progress bar's name for one file. */
  progress: (name: string) => string;
}

interface Upload {
  id: number;
  name: string;
  /** Share sent, 0..1. */
  progress: number;
  /** Why it failed (worded at each render, so in the admin's current language). */
  failure?: { error: unknown; file: File };
}

let nextUpload = 1;

export function ImageDropzone({
  upload,
  failureText,
  texts,
  multiple = false,
  accept = { 'image/*': [] },
}: {
  /** Sends one file, reporting the share sent (0..1); rejects when it fails. */
  upload: (file: File, onProgress: (share: number) => void) => Promise<void>;
  /** What to tell staff about a failed upload of `file`. */
  failureText: (error: unknown, file: File) => string;
  texts: ImageDropzoneTexts;
  multiple?: boolean;
  /** The types the chooser offers (the server judges the bytes whatever this says). */
  accept?: Record<string, string[]>;
}) {
  const { t } = useI18n();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const update = (id: number, change: Partial<Upload>) =>
    setUploads((all) => all.map((entry) => (entry.id === id ? { ...entry, ...change } : entry)));

  const send = async (file: File) => {
    const id = nextUpload++;
    setUploads((all) => [...all, { id, name: file.name, progress: 0 }]);
    try {
      await upload(file, (progress) => update(id, { progress }));
      setUploads((all) => all.filter((entry) => entry.id !== id));
    } catch (error) {
      update(id, { failure: { error, file }, progress: 0 });
    }
  };

  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    accept,
    multiple,
    noClick: true,
    noKeyboard: true,
    // A file the chooser would not offer is still sent, so the server's own reason is shown.
    onDrop: (accepted, rejected) => {
      for (const file of [...accepted, ...rejected.map((rejection) => rejection.file)]) void send(file);
    },
  });

  return (
    <div className="space-y-3">
      <div
        {...getRootProps({
          className: `rounded-lg border-2 border-dashed p-4 text-center sm:p-6 ${isDragActive ? 'border-emerald-700 bg-emerald-50' : 'border-stone-300 bg-stone-50'}`,
        })}
      >
        <input {...getInputProps()} />
        <p className="text-sm text-stone-700">{isDragActive ? texts.dropActive : texts.drop}</p>
        <Button variant="secondary" className="mt-3" onClick={open}>
          {texts.choose}
        </Button>
      </div>
      {uploads.length > 0 && (
        <ul className="space-y-2">
          {uploads.map((entry) => (
            <li key={entry.id} className="text-sm">
              {entry.failure ? (
                <div role="alert" className="flex flex-wrap items-center justify-between gap-2 text-red-700">
                  <span className="min-w-0 break-words">{failureText(entry.failure.error, entry.failure.file)}</span>
                  <Button
                    variant="ghost"
                    onClick={() => setUploads((all) => all.filter((other) => other.id !== entry.id))}
                  >
                    {t('app.close')}
                  </Button>
                </div>
              ) : (
                <>
                  <span className="break-words">{texts.uploading(entry.name)}</span>
                  <progress
                    className="block w-full"
                    max={1}
                    value={entry.progress}
                    aria-label={texts.progress(entry.name)}
                  />
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
