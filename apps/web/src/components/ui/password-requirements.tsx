import type { PasswordRequirement } from '@slakteweb/core';
import { CheckCircleIcon, EmptyCircleIcon } from './icons';
import styles from './form-field.module.css';

/**
 * The four password requirements (setting a new password, accepting an invitation), each marked
 * met or not met by icon shape and by text for screen readers, not by colour alone.
 */
export function PasswordRequirements({ id, requirements }: { id: string; requirements: PasswordRequirement[] }) {
  return (
    <div id={id}>
      <p className={styles.requirementsTitle}>Krav til passordet:</p>
      <ul className={styles.requirements}>
        {requirements.map((requirement) => (
          <li
            key={requirement.id}
            className={`${styles.requirement} ${requirement.met ? styles.met : styles.unmet}`}
            data-met={requirement.met}
          >
            {requirement.met ? <CheckCircleIcon /> : <EmptyCircleIcon />}
            <span>
              {requirement.label}
              <span className="visually-hidden">{requirement.met ? ' (oppfylt)' : ' (ikke oppfylt)'}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
