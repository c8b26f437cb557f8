import { FileText, UploadCloud, X } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { cx } from '../../components/ui/cx';
import { jobApplicationContent } from './content';
import { Field } from '../../components/form/field';
import styles from './upload-box.module.css';
import { acceptAttribute, fileProblem, kilobytes, nameWithoutExtension, typeLabel } from './upload-rules';

const copy = jobApplicationContent.uploads;

type Props = {
  label: string;
  required?: boolean;
  name: string;
  value: File | null;
  onChange: (file: File | null) => void;
  /** The form's own message for this slot (a missing resume). */
  error?: string;
  /** The form library's ref, so that focus can go to the first invalid slot. */
  inputRef?: (element: HTMLInputElement | null) => void;
};

/**
 * One document slot: a real file input (keyboard and click open the picker, through its label) and
 * a drop zone. It holds one file; an oversized or unsupported file is refused with a message and
 * clears the slot (spec section 5); a valid file replaces the current one.
 */
export function UploadBox({ label, required, name, value, onChange, error, inputRef }: Props) {
  const hintId = useId();
  const fileId = useId();
  const input = useRef<HTMLInputElement | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const message = problem ?? error;

  const choose = (file: File | undefined) => {
    if (!file) return;
    const refused = fileProblem(file);
    setProblem(refused);
    onChange(refused ? null : file);
  };

  const onInput = (event: ChangeEvent<HTMLInputElement>) => {
    choose(event.target.files?.[0]);
    // Empty the input so that the same file can be chosen again after a removal.
    event.target.value = '';
  };

  const onDragOver = (event: DragEvent) => {
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files[0]);
  };

  const remove = () => {
    setProblem(null);
    onChange(null);
    input.current?.focus();
  };

  const setRefs = (element: HTMLInputElement | null) => {
    input.current = element;
    inputRef?.(element);
  };

  return (
    // The whole slot accepts a dropped file (a pointer-only extra); the file input is the click and
    // keyboard path.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div onDragOver={onDragOver} onDragEnter={onDragOver} onDragLeave={() => setDragging(false)} onDrop={onDrop}>
      <Field
        label={label}
        required={required}
        requiredMark={jobApplicationContent.requiredMark}
        error={message}
        describedBy={cx(hintId, value && fileId)}
      >
        {(control, ids) => (
          <>
            <label htmlFor={control.id} className={cx(styles.zone, dragging && styles.dragging, message && styles.invalid)}>
              <UploadCloud aria-hidden="true" className={styles.zoneIcon} />
              <span className={styles.prompt}>
                {copy.prompt} <span className={styles.browse}>{copy.browse}</span>
              </span>
              <span id={hintId} className={styles.hint}>
                {copy.hint}
              </span>
              <input
                {...control}
                ref={setRefs}
                name={name}
                type="file"
                accept={acceptAttribute}
                className="visually-hidden"
                onChange={onInput}
                // The zone is a second label of the input: the name is the slot's label alone.
                aria-labelledby={ids.label}
              />
            </label>
            {value && (
              <div id={fileId} className={styles.file}>
                <FileText aria-hidden="true" className={styles.fileIcon} />
                <span className={styles.fileText}>
                  <span className={styles.fileName}>{nameWithoutExtension(value.name)}</span>
                  <span className={styles.fileMeta}>
                    {copy.fileSize(kilobytes(value.size))} · {typeLabel(value.name)}
                  </span>
                </span>
                <button type="button" className={styles.remove} onClick={remove} aria-label={copy.removeLabel(value.name)}>
                  <X aria-hidden="true" />
                </button>
              </div>
            )}
          </>
        )}
      </Field>
    </div>
  );
}
