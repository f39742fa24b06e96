import { readFile } from 'node:fs/promises';
import {
  dernierCourriel,
  executerSql,
  expect,
  seConnecter,
  test,
  verifierAccessibilite,
} from '../fixtures/base';
import { coproprieteRattachee, jourParis, PDF_MINIMAL } from '../fixtures/donnees-demo';

// Issue 11 §5, §2 (ADR 0320) : le syndic titulaire (bénévole de démonstration) déclare la dissolution d'une de ses
// copropriétés depuis l'action de ligne de la liste (motif, date du fait générateur, pièce, PDF en multipart ;
// erreurs sur les champs d'abord) ; le teneur l'ouvre au guichet et l'exécute ; la copropriété est dissoute dans
// l'annuaire public. Axe à chaque écran.

const SYNDIC = 'demo.benevole.admin@registre.local';
const TENEUR = 'demo.teneur.admin@registre.local';
const NOTAIRE = 'demo.notaire@registre.local';

test.describe('dissolution', () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  test.setTimeout(180_000);

  test('le syndic déclare une dissolution, le teneur l’exécute, l’annuaire la montre dissoute', async ({
    page,
    request,
  }) => {
    // Une copropriété rattachée au syndic, sans demande en attente (la deuxième plus ancienne : le rattachement
    // prend la plus ancienne, les autres tests les plus récentes).
    const copro = await coproprieteRattachee(SYNDIC, { ordre: 'ASC', rang: 1 });
    const { id, numero, numeroAffiche, email } = copro;

    await seConnecter(page, SYNDIC);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Bonjour');
    await page.goto(`/copropriete?dissolution=true&q=${encodeURIComponent(numero)}`);
    const ligne = page.getByTestId(`copropriete-${id}`);
    await ligne.getByRole('link', { name: `Déclarer la dissolution — ${numeroAffiche}` }).click();
    await expect(page).toHaveURL(new RegExp(`/copropriete/declarer-une-dissolution\\?id=${id}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Déclarer une dissolution' })).toBeVisible();
    await verifierAccessibilite(page);

    // Envoi incomplet puis date future : les erreurs s'affichent sur les champs, rien n'est déposé.
    await page.getByText("Réunion de tous les lots entre les mains d'un même propriétaire").click();
    await page.getByLabel("Date de l'acte réunissant tous les lots").fill(jourParis(1));
    await page.getByText('Acte notarié', { exact: true }).click();
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'acte.pdf', mimeType: 'application/pdf', buffer: PDF_MINIMAL });
    await page.getByRole('button', { name: 'Transmettre la déclaration de dissolution' }).click();
    await expect(page.getByText(/ne peut pas être postérieure/).first()).toBeVisible();
    await verifierAccessibilite(page);
    const [avant] = await executerSql<{ n: number }>(
      'SELECT count(*)::int AS n FROM dissolution WHERE id_copropriete = $1',
      [id],
    );
    expect(avant?.n).toBe(0);

    await page.getByLabel("Date de l'acte réunissant tous les lots").fill(jourParis(-1));
    await page.getByRole('button', { name: 'Transmettre la déclaration de dissolution' }).click();
    await expect(page.getByText('Demande transmise')).toBeVisible();
    await verifierAccessibilite(page);
    const [apresDepot] = await executerSql<{ etat: string; nom: string }>(
      `SELECT c.etat, doc.nom FROM copropriete c JOIN dissolution d ON d.id_copropriete = c.id
       JOIN document doc ON doc.id = d.id_document WHERE c.id = $1`,
      [id],
    );
    expect(apresDepot).toEqual({ etat: 'DISSOLUTION_A_VALIDER', nom: 'acte.pdf' });
    expect(await dernierCourriel(request, email)).toMatch(/déclaration de dissolution/);

    // Le teneur ouvre la demande au guichet (verrou) et exécute la dissolution.
    await page.context().clearCookies();
    await seConnecter(page, TENEUR);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Bonjour');
    await page.goto(`/validations/dissolution/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Demande de dissolution' })).toBeVisible();
    await expect(
      page.getByText("Réunion de tous les lots entre les mains d'un même propriétaire"),
    ).toBeVisible();
    await expect(page.getByText(/Acte notarié : acte\.pdf/)).toBeVisible();
    await verifierAccessibilite(page);
    // Le teneur lit l'acte déposé avant de décider (ADR 0350) : lien de téléchargement DSFR, PDF tel quel.
    const acte = page.getByRole('link', { name: /acte\.pdf/ });
    await expect(acte).toHaveClass(/fr-link--download/);
    await expect(acte).toContainText('PDF');
    const telechargement = page.waitForEvent('download');
    await acte.click();
    const pdf = await telechargement;
    expect(pdf.suggestedFilename()).toBe('acte.pdf');
    expect(Buffer.compare(await readFile(await pdf.path()), PDF_MINIMAL)).toBe(0);
    await page.getByRole('button', { name: 'Refuser la dissolution' }).click();
    await expect(page.getByText(/Précisez la raison du refus/)).toBeVisible();
    await page.getByRole('button', { name: 'Exécuter la dissolution' }).click();
    await expect(page).toHaveURL(/\/validations$/);
    await expect(page.getByText('Dissolution effectuée')).toBeVisible();
    const [apres] = await executerSql<{ etat: string }>('SELECT etat FROM copropriete WHERE id = $1', [id]);
    expect(apres?.etat).toBe('DISSOUTE');
    expect(await dernierCourriel(request, email)).toMatch(/dissolution a été enregistrée|dissoute/);

    // L'annuaire public montre la copropriété dissoute.
    await page.context().clearCookies();
    await page.goto(`/annuaire/copropriete/${id}`);
    await expect(page.getByText('Dissoute', { exact: true }).first()).toBeVisible();
    await verifierAccessibilite(page);
  });

  test('l’administrateur du teneur supprime le mandat puis la copropriété depuis la liste, avec un motif', async ({
    page,
    request,
  }) => {
    const copro = await coproprieteRattachee(SYNDIC, { ordre: 'ASC', rang: 2, mandatCourant: true });
    const { id, numero, numeroAffiche, email } = copro;

    await seConnecter(page, TENEUR);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Bonjour');
    await page.goto(`/copropriete?seeAllCopro=true&q=${encodeURIComponent(numero)}`);
    const ligne = page.getByTestId(`copropriete-${id}`);

    // Le mandat : le motif est exigé avant l'appel, puis la copropriété redevient à rattacher.
    await ligne.getByRole('button', { name: `Supprimer le mandat — ${numeroAffiche}` }).click();
    const modaleMandat = page.getByRole('dialog', { name: 'Supprimer le mandat courant' });
    await expect(modaleMandat).toContainText('la copropriété redevient à rattacher');
    await modaleMandat.getByRole('button', { name: 'Supprimer le mandat' }).click();
    await expect(modaleMandat.getByText(/Indiquez le motif de la suppression/)).toBeVisible();
    await verifierAccessibilite(page);
    await modaleMandat.getByLabel('Motif de la suppression').fill('Mandat enregistré par erreur.');
    await modaleMandat.getByRole('button', { name: 'Supprimer le mandat' }).click();
    await expect(page.getByText('Suppression effectuée')).toBeVisible();
    await expect(modaleMandat).toBeHidden();
    const [sansMandat] = await executerSql<{ etat: string }>('SELECT etat FROM copropriete WHERE id = $1', [
      id,
    ]);
    expect(sansMandat?.etat).toBe('IMMATRICULEE_A_RATTACHER');
    expect(await dernierCourriel(request, email)).toMatch(/Mandat enregistré par erreur/);
    await expect(ligne.getByRole('button', { name: /Supprimer le mandat/ })).toHaveCount(0);

    // La copropriété elle-même.
    await ligne.getByRole('button', { name: `Supprimer la copropriété — ${numeroAffiche}` }).click();
    const modaleCopro = page.getByRole('dialog', { name: 'Supprimer la copropriété' });
    await modaleCopro.getByLabel('Motif de la suppression').fill('Copropriété enregistrée deux fois.');
    await verifierAccessibilite(page);
    await modaleCopro.getByRole('button', { name: 'Supprimer la copropriété' }).click();
    await expect(modaleCopro).toBeHidden();
    const [apres] = await executerSql<{ etat: string; motif: string }>(
      `SELECT c.etat, e.detail->>'motif' AS motif FROM copropriete c
       JOIN evenement_journal e ON e.id_cible = c.id AND e.type_cible = 'COPROPRIETE'
         AND e.type_evenement = 'SUPPRESSION_COPROPRIETE'
       WHERE c.id = $1`,
      [id],
    );
    expect(apres).toEqual({ etat: 'SUPPRIMEE', motif: 'Copropriété enregistrée deux fois.' });
  });

  test('un notaire déclare la dissolution d’une copropriété qu’il n’a pas immatriculée ; le syndic est prévenu', async ({
    page,
    request,
  }) => {
    const copro = await coproprieteRattachee(SYNDIC, { ordre: 'ASC', rang: 3 });
    await seConnecter(page, NOTAIRE);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Bonjour');
    // Depuis la tuile de l'accueil : la copropriété se désigne par son numéro (forme à tirets).
    await page.goto('/copropriete/declarer-une-dissolution');
    await expect(page.getByRole('heading', { level: 1, name: 'Déclarer une dissolution' })).toBeVisible();
    const champNumero = page.getByLabel("Numéro d'immatriculation de la copropriété");
    await champNumero.fill('ZZ9-999-998');
    await page.getByRole('button', { name: 'Continuer' }).click();
    await expect(page.getByText("Ce numéro d'immatriculation n'est pas reconnu.")).toBeVisible();
    await verifierAccessibilite(page);
    const n = copro.numero;
    await champNumero.fill(`${n.slice(0, 3)}-${n.slice(3, 6)}-${n.slice(6)}`);
    await page.getByRole('button', { name: 'Continuer' }).click();
    await expect(page).toHaveURL(new RegExp(`/copropriete/declarer-une-dissolution\\?id=${copro.id}$`));
    await page.getByText('Autre motif', { exact: true }).click();
    await page.getByLabel('Précisez le motif').fill('Expropriation pour cause d’utilité publique');
    await page.getByLabel('Date du fait générateur').fill(jourParis(-1));
    await page.getByText('Décision de justice', { exact: true }).click();
    await page.locator('input[type=file]').setInputFiles({
      name: 'jugement.pdf',
      mimeType: 'application/pdf',
      buffer: PDF_MINIMAL,
    });
    await verifierAccessibilite(page);
    await page.getByRole('button', { name: 'Transmettre la déclaration de dissolution' }).click();
    await expect(page.getByText('Demande transmise')).toBeVisible();
    const [apres] = await executerSql<{ etat: string; autre: string }>(
      `SELECT c.etat, d.autre FROM copropriete c JOIN dissolution d ON d.id_copropriete = c.id WHERE c.id = $1`,
      [copro.id],
    );
    expect(apres).toEqual({
      etat: 'DISSOLUTION_A_VALIDER',
      autre: 'Expropriation pour cause d’utilité publique',
    });
    expect(await dernierCourriel(request, copro.email)).toMatch(/a déclaré la dissolution/);
  });
});
