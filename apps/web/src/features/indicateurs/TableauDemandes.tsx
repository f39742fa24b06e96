import { Alert } from '@codegouvfr/react-dsfr/Alert';
import { Button } from '@codegouvfr/react-dsfr/Button';
import { type DetailIndicateur, dateParisTexte, lignesIndicateurs } from '@registre/domain';
import { messageErreur } from '../../api/erreurs-appel';
import { Tableau } from '../../components/socle/Tableau';
import { useActualiserIndicateurs, useTableauIndicateurs } from './useTableauIndicateurs';
import './indicateurs.css';

const heure = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  hour: '2-digit',
  minute: '2-digit',
});

/** Détail d'un type de demande, en une phrase (administrateurs du teneur). */
export function phraseDetail(detail: DetailIndicateur): string {
  const jours = `${detail.delaiJoursOuvres} jour${detail.delaiJoursOuvres > 1 ? 's' : ''} ouvré${detail.delaiJoursOuvres > 1 ? 's' : ''}`;
  const anciennete = detail.plusAncienne ? ` ; la plus ancienne a été déposée le ${detail.plusAncienne}` : '';
  return `Dont ${detail.aPrendreEnCharge} à prendre en charge et ${detail.priseEnCharge} prise${detail.priseEnCharge > 1 ? 's' : ''} en charge par un teneur${anciennete}. Délai de réponse : ${jours}.`;
}

/**
 * Tableau des demandes du teneur (spec 1 §2 : immatriculation, contestation, rattachement, dissolution,
 * doublons ; en cours et en retard selon les jours ouvrés, ADR 0039), avec le bouton d'actualisation et, pour
 * les administrateurs du teneur, une ligne de détail sous chaque type.
 */
export function TableauDemandes({ niveauTitre = 'h2' }: { niveauTitre?: 'h2' | 'h3' }) {
  const { data, isPending, isError, error, isFetching } = useTableauIndicateurs();
  const actualiser = useActualiserIndicateurs();
  const enCalcul = isFetching || actualiser.isPending;
  const erreur = actualiser.isError ? actualiser.error : isError ? error : null;
  const Titre = niveauTitre;
  return (
    <section aria-labelledby="titre-indicateurs-demandes" className="fr-mb-6w">
      <div className="registre-indicateurs-entete">
        <Titre id="titre-indicateurs-demandes" className="fr-h4 fr-mb-1w">
          Demandes en attente du teneur
        </Titre>
        <Button
          type="button"
          priority="secondary"
          size="small"
          iconId="fr-icon-refresh-line"
          onClick={() => actualiser.mutate()}
          disabled={enCalcul}
        >
          Actualiser
        </Button>
      </div>
      <p role="status" className="fr-text--sm fr-mb-1w">
        {enCalcul
          ? 'Calcul des indicateurs…'
          : data
            ? `Calculés le ${dateParisTexte(new Date(data.calculeLe))} à ${heure.format(new Date(data.calculeLe))}.`
            : ''}
      </p>
      {erreur !== null && (
        <Alert
          severity="error"
          small
          description={messageErreur(erreur, 'Les indicateurs sont indisponibles : réessayez plus tard.')}
        />
      )}
      {!isPending && data && (
        <Tableau titre="Demandes en attente du teneur, en cours et en retard">
          <thead>
            <tr>
              <th scope="col">Type de demande</th>
              <th scope="col">En cours</th>
              <th scope="col">En retard</th>
            </tr>
          </thead>
          <tbody>
            {lignesIndicateurs(data).flatMap((ligne) => [
              <tr key={ligne.type}>
                <th scope="row">{ligne.libelle}</th>
                <td>{ligne.enCours.toLocaleString('fr-FR')}</td>
                <td>{ligne.horsDelai.toLocaleString('fr-FR')}</td>
              </tr>,
              ...(ligne.detail
                ? [
                    <tr key={`${ligne.type}-detail`} className="registre-indicateurs-detail">
                      <td colSpan={3} className="fr-text--sm">
                        <span className="fr-sr-only">{ligne.libelle} : </span>
                        {phraseDetail(ligne.detail)}
                      </td>
                    </tr>,
                  ]
                : []),
            ])}
          </tbody>
        </Tableau>
      )}
    </section>
  );
}
