import { Alert } from '@codegouvfr/react-dsfr/Alert';
import {
  estSiretValide,
  type InscriptionTeledeclarant,
  messagesFormats,
  normaliserSiret,
  type TypeInscription,
  verifierCodeApeInscription,
} from '@registre/domain';
import { useQuery } from '@tanstack/react-query';
import { useFormContext, useWatch } from 'react-hook-form';
import { clesInscription } from '../../api/cles-requetes';
import { appelerApi } from '../../api/client';
import { contratsEtablissement } from '../../api/contrats-differes';
import { estErreurStatut } from '../../api/erreurs-appel';
import { ChampTexte } from '../../components/formulaire/ChampTexte';

type Saisie = InscriptionTeledeclarant;

/** Établissement trouvé au répertoire, et ce qu'il en est pour l'inscription. */
async function rechercher(siret: string) {
  const etablissementRoutes = await contratsEtablissement();
  const [etablissement, dejaInscrit] = await Promise.all([
    appelerApi(etablissementRoutes.rechercherParSiret, { params: { siret } }).catch((erreur: unknown) => {
      if (estErreurStatut(erreur, 404)) return null;
      throw erreur;
    }),
    appelerApi(etablissementRoutes.siretDejaInscrit, { params: { siret } }),
  ]);
  return { etablissement, dejaInscrit };
}

/**
 * Saisie du SIRET de l'établissement, recherchée au répertoire des entreprises dès qu'il est complet : la
 * personne voit l'établissement trouvé (raison sociale, adresse, activité) ou pourquoi il ne convient pas.
 * Le serveur refait tous ces contrôles à l'envoi.
 */
export function RechercheEtablissement({ type }: { type: TypeInscription }) {
  const { control } = useFormContext<Saisie>();
  const saisie = useWatch({ control, name: 'siret' }) ?? '';
  const siret = normaliserSiret(saisie);
  const complet = estSiretValide(siret);
  const { data, isFetching, isError } = useQuery({
    queryKey: clesInscription.etablissement(siret),
    queryFn: () => rechercher(siret),
    enabled: complet,
    staleTime: 5 * 60_000,
  });

  let resultat: React.ReactNode = null;
  if (complet && isFetching) {
    resultat = <p role="status">Recherche de l'établissement…</p>;
  } else if (complet && isError) {
    resultat = (
      <Alert
        severity="warning"
        small
        description="La recherche de l'établissement n'a pas abouti. Vous pouvez tout de même envoyer votre demande : le SIRET sera vérifié à l'envoi."
      />
    );
  } else if (complet && data) {
    const { etablissement, dejaInscrit } = data;
    const ape = etablissement?.naf ? verifierCodeApeInscription(type, etablissement.naf) : null;
    if (dejaInscrit) {
      resultat = <Alert severity="error" small description={messagesFormats.siretDejaUtilise} />;
    } else if (!etablissement) {
      resultat = <Alert severity="error" small description={messagesFormats.siretEtablissementInconnu} />;
    } else {
      const adresse = [etablissement.l3, etablissement.l4, etablissement.l5, etablissement.l6].filter(
        Boolean,
      );
      const activite = [etablissement.naf, etablissement.libelleNaf].filter(Boolean).join(' — ');
      resultat = (
        <Alert
          severity={ape?.autorise ? 'success' : 'error'}
          title={etablissement.raisonSociale ?? 'Établissement trouvé'}
          description={
            <>
              <span className="fr-mb-0" data-testid="etablissement-trouve">
                {adresse.join(', ')}
                <br />
                Activité principale : {activite || 'non renseignée'}
                {etablissement.libelleTypeEtab ? ` (${etablissement.libelleTypeEtab.toLowerCase()})` : ''}
              </span>
              {!ape?.autorise && (
                <>
                  <br />
                  <strong>{messagesFormats.codeApeNonAutorise(etablissement.naf ?? '')}</strong>
                </>
              )}
            </>
          }
        />
      );
    }
  }

  return (
    <>
      <ChampTexte
        nom="siret"
        label={type === 'NOTAIRE' ? "Numéro SIRET de l'étude" : "Numéro SIRET de l'établissement"}
        aide="14 chiffres, sans espace. L'établissement est recherché au répertoire des entreprises."
        inputMode="numeric"
        autoComplete="off"
        maxLength={17}
        facultatif={false}
      />
      <div aria-live="polite" className="fr-mb-3w">
        {resultat}
      </div>
    </>
  );
}
