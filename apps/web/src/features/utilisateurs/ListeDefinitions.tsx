import type { ReactNode } from 'react';

/** Liste « terme : valeur » des fiches de compte et d'établissement ; une valeur absente s'affiche « — ». */
export function ListeDefinitions({ lignes }: { lignes: [string, ReactNode][] }) {
  return (
    <dl className="registre-liste-definitions">
      {lignes.map(([terme, valeur]) => (
        <div key={terme}>
          <dt>{terme}</dt>
          <dd>{valeur === null || valeur === undefined || valeur === '' ? '—' : valeur}</dd>
        </div>
      ))}
    </dl>
  );
}
