package dev.agtpstudio.icons.archfixture;

/** A test fixture only: a class in the icons module's packages that uses core, which the arrows forbid. */
public final class IconUsingCore {
    private IconUsingCore() {}

    public static Object catalog() {
        return dev.agtpstudio.core.catalog.MethodCatalog.bundled();
    }
}
