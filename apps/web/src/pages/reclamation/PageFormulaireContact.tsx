import { lazy, Suspense } from 'react';

// Le formulaire (zod, kit de formulaires, captcha) se charge à la demande : la page publique reste sous le budget
// de JavaScript des pages publiques (ADR 0260, 0263).
const FormulaireContact = lazy(() =>
  import('../../features/reclamation/FormulaireContact').then((m) => ({ default: m.FormulaireContact })),
);

/** Page « Nous contacter » (spec 1 §2 `/aide/formulaire`, ADR 0295). */
export function PageFormulaireContact() {
  return (
    <>
      <h1>Nous contacter</h1>
      <p className="fr-text--lead">
        Une question sur le registre, une information erronée sur une copropriété, une difficulté avec votre
        compte ? Écrivez au teneur du registre : vous recevrez un accusé de réception par courriel.
      </p>
      <Suspense fallback={<p role="status">Chargement du formulaire…</p>}>
        <FormulaireContact />
      </Suspense>
    </>
  );
}
