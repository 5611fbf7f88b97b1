import { Input } from 'antd';
import { useEffect, useState } from 'react';

type PromptFieldProps = {
  label: string;
  placeholder?: string;
  initialValue?: string;
  /** Reports every edit to the dialog, which validates on confirm. */
  onValueChange: (value: string) => void;
  /** Hands the dialog a way to show a validation message under the field. */
  bindError: (setError: (message: string | null) => void) => void;
};

export const PromptField = ({
  label,
  placeholder,
  initialValue = '',
  onValueChange,
  bindError,
}: PromptFieldProps) => {
  const [value, setValue] = useState(initialValue);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => bindError(setError), [bindError]);
  return (
    <div className="prompt-field">
      <Input
        autoFocus
        aria-label={label}
        aria-invalid={error !== null}
        aria-describedby={error ? 'prompt-error' : undefined}
        status={error ? 'error' : undefined}
        placeholder={placeholder}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          onValueChange(event.target.value);
          setError(null);
        }}
      />
      {error && (
        <div id="prompt-error" role="alert" className="prompt-error">
          {error}
        </div>
      )}
    </div>
  );
};
