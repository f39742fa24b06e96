import { Alert } from '@codegouvfr/react-dsfr/Alert';
import { Badge } from '@codegouvfr/react-dsfr/Badge';
import {
  dateIsoVersTexte,
  type FicheAnnuaire,
  LIBELLE_SYNDIC_BENEVOLE,
  proceduresPubliquesLabels,
  statutPublicCoproprieteLabels,
  statutRattachementPublicLabels,
  typeEtablissementTeledeclarantLabels,
} from '@registre/domain';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { clesAnnuaire } from '../../api/cles-requetes';
import { appelerApi } from '../../api/client';
import { estErreurStatut, messageErreur } from '../../api/erreurs-appel';
import { IndicateurChargement } from '../../components/socle/IndicateurChargement';
import { contratsAnnuaire } from '../../features/annuaire/contrat';
import { ouiNon, ouTiret, severiteStatutPublic } from '../../features/annuaire/presentation';
import { useTitrePage } from '../../features/declaration/useTitrePage';
import '../../features/annuaire/annuaire.css';

function Rubrique({ titre, lignes }: { titre: string; lignes: [string, ReactNode][] }) {
  return (
    <section className="fr-mb-4w">
      <h2 className="fr-h5">{titre}</h2>
      <dl className="registre-fiche-annuaire">
        {lignes.map(([terme, valeur]) => (
          <div key={terme} className="registre-fiche-annuaire__ligne">
            <dt>{terme}</dt>
            <dd>{valeur}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

const date = (iso: string | null) => ouTiret(dateIsoVersTexte(iso));

function Fiche({ fiche }: { fiche: FicheAnnuaire }) {
  const titre = fiche.nom ?? `Copropriété ${fiche.numeroImmatriculation}`;
  const page = useMemo(
    () => ({ titre, parents: [{ libelle: 'Annuaire des copropriétés', lien: '/annuaire' }] }),
    [titre],
  );
  useTitrePage(page);
  const procedures = Object.entries(fiche.procedures)
    .filter(([, engagee]) => engagee)
    .map(([cle]) => proceduresPubliquesLabels[cle as keyof typeof proceduresPubliquesLabels]);
  const syndic =
    fiche.nomSyndic === null
      ? 'Aucun mandat en cours'
      : fiche.typeSyndic && fiche.nomSyndic !== LIBELLE_SYNDIC_BENEVOLE
        ? `${fiche.nomSyndic} (${typeEtablissementTeledeclarantLabels[fiche.typeSyndic]})`
        : fiche.nomSyndic;
  return (
    <>
      <h1>{titre}</h1>
      <p className="fr-mb-2w">
        <Badge noIcon severity={severiteStatutPublic[fiche.statut]}>
          {statutPublicCoproprieteLabels[fiche.statut]}
        </Badge>{' '}
        {fiche.statutRattachement && (
          <Badge noIcon severity="info">
            {statutRattachementPublicLabels[fiche.statutRattachement]}
          </Badge>
        )}
      </p>
      <p className="fr-text--sm">
        Informations rendues publiques par le registre (article L711-2 du code de la construction et de
        l’habitation). Les données financières, les coordonnées et les pièces ne sont pas publiques.
      </p>
      <Rubrique
        titre="Identification"
        lignes={[
          ['Numéro d’immatriculation', fiche.numeroImmatriculation],
          ['Nom', ouTiret(fiche.nom)],
          ['Date d’immatriculation', date(fiche.dateImmatriculation)],
          ['Date du règlement de copropriété', date(fiche.dateReglementCopropriete)],
          [
            'Syndicat',
            fiche.syndicatPrincipal === false
              ? `Secondaire${fiche.numImmatriculationPrincipale ? ` (principal : ${fiche.numImmatriculationPrincipale})` : ''}`
              : fiche.syndicatPrincipal
                ? 'Principal'
                : 'Non renseigné',
          ],
          ['Syndicat coopératif', ouiNon(fiche.syndicatCooperatif)],
          ['Résidence-services', ouiNon(fiche.residenceService)],
        ]}
      />
      <Rubrique
        titre="Adresse de référence"
        lignes={[
          ['Adresse', ouTiret(fiche.adresseReference)],
          ['Code postal et commune', ouTiret([fiche.codePostal, fiche.commune].filter(Boolean).join(' '))],
          ['Département', ouTiret(fiche.codeDepartement)],
          ['Géolocalisation', fiche.geolocalisee ? 'Adresse géolocalisée' : 'Adresse non géolocalisée'],
        ]}
      />
      <Rubrique
        titre="Lots et bâtiments"
        lignes={[
          ['Nombre total de lots', ouTiret(fiche.nbLots)],
          ['Lots à usage d’habitation, de bureaux ou de commerces', ouTiret(fiche.nbLotsHabBurCom)],
          ['Lots à usage d’habitation', ouTiret(fiche.nbLotsHab)],
          ['Lots de stationnement', ouTiret(fiche.nbLotsStationnement)],
          ['Nombre de bâtiments', ouTiret(fiche.nbBatiments)],
        ]}
      />
      <Rubrique
        titre="Syndic et mises à jour"
        lignes={[
          ['Syndic', syndic],
          ['Début du mandat', date(fiche.dateDebutMandat)],
          ['Fin du mandat', date(fiche.dateFinMandat)],
          [
            'Dernière mise à jour annuelle',
            `${date(fiche.dateDerniereMajAnnuelle)}${fiche.majAnnuelleAJour ? ' (à jour)' : ' (à faire)'}`,
          ],
          [
            'Mise à jour des comptes non approuvés',
            fiche.majComptesNonApprouvesAFaire ? 'À faire' : 'Aucune à faire',
          ],
        ]}
      />
      <section className="fr-mb-4w">
        <h2 className="fr-h5">Procédures et arrêtés</h2>
        {procedures.length === 0 ? (
          <p>Aucune procédure ni aucun arrêté déclaré.</p>
        ) : (
          <ul>
            {procedures.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        )}
      </section>
      {/* Lien ordinaire (pas celui du routeur) : le navigateur télécharge le PDF nommé par le serveur. */}
      <p className="fr-mb-1w">
        <a
          className="fr-link fr-link--download"
          href={`/api/public/annuaire/coproannuairedetail/${fiche.id}/fiche`}
          download
        >
          Télécharger la fiche de l’annuaire
          <span className="fr-link__detail">PDF — champs publics seulement</span>
        </a>
      </p>
      <p className="fr-text--sm">
        La fiche synthétique complète, avec les données financières, est remise par le syndic de la
        copropriété.
      </p>
    </>
  );
}

/** Fiche publique d'une copropriété de l'annuaire (spec 2 §7.10 `coproannuairedetail/{id}` ; ADR 0240, 0243). */
export function PageFicheAnnuaire() {
  const { id } = useParams();
  const { state } = useLocation();
  const identifiant = id && /^[1-9]\d{0,9}$/.test(id) ? Number(id) : null;
  const requete = useQuery({
    queryKey: clesAnnuaire.fiche(identifiant ?? 0),
    queryFn: async () => appelerApi((await contratsAnnuaire()).detail, { params: { id: identifiant ?? 0 } }),
    enabled: identifiant !== null,
    retry: false,
  });
  const retour =
    state && typeof state === 'object' && typeof (state as { retour?: unknown }).retour === 'string'
      ? `/annuaire${(state as { retour: string }).retour}`
      : '/annuaire';
  return (
    <>
      <p className="fr-mb-2w">
        <Link to={retour} className="fr-link fr-icon-arrow-left-line fr-link--icon-left">
          Retour à l’annuaire
        </Link>
      </p>
      {identifiant === null || estErreurStatut(requete.error, 404) ? (
        <>
          <h1>Copropriété introuvable</h1>
          <Alert
            severity="error"
            small
            description="Cette copropriété n’existe pas ou n’est pas dans le registre public."
          />
        </>
      ) : requete.isError ? (
        <>
          <h1>La fiche n’a pas pu être chargée</h1>
          <Alert severity="error" small description={messageErreur(requete.error, 'Réessayez plus tard.')} />
        </>
      ) : requete.data ? (
        <Fiche fiche={requete.data} />
      ) : (
        <IndicateurChargement />
      )}
    </>
  );
}
