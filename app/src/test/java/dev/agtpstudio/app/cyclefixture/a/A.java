package dev.agtpstudio.app.cyclefixture.a;

/** Test fixture: uses package b, which uses this package back. */
public class A {
    public dev.agtpstudio.app.cyclefixture.b.B b;
}
