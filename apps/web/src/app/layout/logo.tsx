import { Link } from 'react-router';
import { company } from '@/config/company';
import styles from './layout.module.css';

/** The company's logo: a simple barn mark in the brand colour and the company name. */
export function Logo({ to }: { to: string }) {
  return (
    <Link to={to} className={styles.logo} aria-label={`${company.name}, til forsiden`}>
      <svg className={styles.logoMark} width="34" height="34" viewBox="0 0 34 34" aria-hidden="true" focusable="false">
        <rect width="34" height="34" rx="8" fill="currentColor" />
        <path d="M7 16 17 8l10 8v10H7z" fill="#fff" />
        <path d="M13.5 26v-6.5h7V26z" fill="currentColor" />
      </svg>
      <span className={styles.logoText}>{company.name}</span>
    </Link>
  );
}
