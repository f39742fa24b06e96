/**
 * Raison d'un refus au guichet (rattachement, contestation, dissolution) : obligatoire pour refuser, contrôlée au
 * clic sur « Refuser » par l'écran, qui passe le message d'erreur. Hors formulaire : les deux boutons de décision
 * partagent la même saisie.
 */
export function ChampRaisonRefus({
  valeur,
  onChange,
  erreur,
}: {
  valeur: string;
  onChange: (valeur: string) => void;
  erreur: string | null;
}) {
  return (
    <div className={`fr-input-group fr-mb-3w${erreur ? ' fr-input-group--error' : ''}`}>
      <label className="fr-label" htmlFor="raison-refus">
        Raison du refus (obligatoire pour refuser)
      </label>
      <textarea
        id="raison-refus"
        className="fr-input"
        rows={3}
        maxLength={2000}
        value={valeur}
        aria-describedby={erreur ? 'raison-refus-erreur' : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {erreur && (
        <p id="raison-refus-erreur" className="fr-error-text">
          {erreur}
        </p>
      )}
    </div>
  );
}
