import { IonInput } from '@ionic/react';
import type { ComponentProps } from 'react';

type Props = Omit<ComponentProps<typeof IonInput>, 'onIonInput' | 'value' | 'onChange' | 'label'> & {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
};

/** A labelled outline input that reports plain strings and shows its error under the field. */
export function TextInput({ label, value, onChange, error, ...rest }: Props) {
  return (
    <IonInput
      label={label}
      labelPlacement="stacked"
      fill="outline"
      value={value}
      errorText={error ?? undefined}
      className={error ? 'ion-invalid ion-touched' : undefined}
      onIonInput={(e) => onChange(String(e.detail.value ?? ''))}
      {...rest}
    />
  );
}
